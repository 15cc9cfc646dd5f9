// A round of ways written by the lead (session 20) after reading the reader's code: NOT held out. Plain,
// ordinary ways a customer base sends, to find failures the held-out rounds missed; the scoring of each
// field (score, reference, upstream) is the sixth round's. `node bench/extraction/paraphrase.mjs --ways lead`
import { HOLDOUT6_WAYS, HOLDOUT6_ITEM_WAYS } from './holdout6-ways.mjs';

const withWays = (fields, ways) => Object.fromEntries(Object.entries(ways).map(([f, w]) => [f, { ...fields[f], ways: w }]));

export const LEAD_WAYS = {
  products: withWays(HOLDOUT6_WAYS.products, {
    price: [['unit_price', 'price per item'], ['Price (incl. VAT)', ''], ['sale_price', 'what does this go for'], ['cost', 'the amount charged for this product'], ['priceValue', 'numeric price'], ['checkout_price', "the price I'd pay at checkout"]],
    brand: [['manufacturer', ''], ['brand', 'the label or maker'], ['produced_by', 'company that produced it'], ['Brand', "product's brand"], ['make', 'what make is it'], ['brand_name', 'name of the brand that makes this']],
    sku: [['SKU', ''], ['item_code', 'the item code'], ['product_number', 'product number'], ['ref_no', 'reference number of the product'], ['sku', 'the SKU shown on the page'], ['part_code', 'part or SKU code']],
    availability: [['in_stock', 'is it in stock?'], ['stock_status', 'stock status'], ['available', 'can it be ordered'], ['Availability', ''], ['inventory', 'stock'], ['orderable', 'whether I can buy it now']],
    currency: [['currency', ''], ['currency_code', 'which currency'], ['Currency', 'currency of the price (e.g. USD)'], ['money', 'what money is the price in'], ['ccy_iso', 'ISO currency']],
  }),
  articles: withWays(HOLDOUT6_WAYS.articles, {
    title: [['headline', ''], ['article_title', 'the title of this article'], ['Title', 'heading'], ['name', 'the name of the post'], ['subject', 'what the article is titled'], ['story_headline', 'main headline']],
    author: [['author_name', ''], ['writer', 'the writer'], ['by', 'who is it by'], ['Author(s)', 'names of the authors'], ['journalist', 'reporter name'], ['contributor', 'who contributed this article']],
    date: [['published', ''], ['pub_date', 'date published'], ['Date', 'the date of the article'], ['posted_on', 'when it was posted'], ['timestamp', 'publication time'], ['release', 'when did this come out']],
    content: [['body', ''], ['article_text', 'the text of the article'], ['Text', 'full text'], ['copy', 'the article copy'], ['main_text', 'the readable content without navigation'], ['content', 'what the article says in full']],
    site: [['site_name', ''], ['publisher', 'the publisher'], ['website', 'name of the site'], ['Source', 'news source'], ['outlet', 'the media outlet'], ['domain_name', 'which website is this from']],
    image: [['image_url', ''], ['picture', 'main photo'], ['og_image', 'share image'], ['featured_image', 'the featured image'], ['lead_photo', 'photo at the top of the article']],
    photos: [['image_count', ''], ['photos', 'how many photos does it have'], ['num_images', 'count of images'], ['pictures', 'number of pictures in the article']],
  }),
};

export const LEAD_ITEM_WAYS = withWays(HOLDOUT6_ITEM_WAYS, {
  title: [['name', ''], ['item_title', 'title of the item'], ['Title', ''], ['heading', 'the headline'], ['called', 'what is it called']],
  author: [['author', ''], ['by', 'by whom'], ['creator', 'creator name'], ['writer', 'who is the writer'], ['authors', 'the author or authors']],
  publisher: [['publisher', ''], ['imprint', 'the imprint'], ['published_by', 'who published it'], ['Publisher', 'publishing house'], ['pub', 'publisher name']],
  date: [['date', ''], ['release_date', 'release date'], ['Date', 'the date'], ['when', 'when is it'], ['pub_date', 'the date on the page']],
  format: [['format', ''], ['binding', 'binding (hardback, paperback...)'], ['edition', 'which format'], ['Format', 'book format'], ['type', 'hardcover or paperback?']],
  pages: [['pages', ''], ['page_count', 'number of pages'], ['length', 'how many pages long'], ['Pages', 'page count'], ['extent', 'extent in pages']],
  venue: [['venue', ''], ['where', 'where is it held'], ['place', 'the venue name'], ['Venue', 'the hall or place hosting it'], ['held_at', 'venue of the event']],
  price: [['price', ''], ['cost', 'how much'], ['amount', 'the price asked'], ['Price', 'price in pounds'], ['how_much', 'what does it cost?']],
  company: [['company', ''], ['employer', 'who is hiring'], ['hiring_company', 'company name'], ['org', 'organisation offering the job'], ['Company', 'the employer']],
  location: [['location', ''], ['job_location', 'where is the job'], ['city', 'city of the job'], ['workplace', 'where would I work'], ['place', 'work location']],
  salary: [['salary', ''], ['pay', 'salary offered'], ['wage', 'annual pay'], ['Salary', 'how much does it pay'], ['comp', 'compensation']],
  prep_time: [['prep_time', ''], ['prep', 'prep time'], ['preparation_time', 'how long to prep'], ['Prep', 'time needed for preparation'], ['prepTime', 'preparation time in minutes']],
  servings: [['servings', ''], ['serves', 'how many does it serve'], ['yield', 'number of servings'], ['portions', 'portions'], ['Servings', 'how many people']],
  address: [['address', ''], ['property_address', 'address of the property'], ['where', 'where is the property'], ['Address', 'full address'], ['location', 'the property location']],
  bedrooms: [['bedrooms', ''], ['beds', 'number of bedrooms'], ['bedroom_count', 'how many bedrooms'], ['Bedrooms', 'bedrooms'], ['rooms', 'how many bedrooms does it have']],
  agent: [['agent', ''], ['estate_agent', 'the estate agent'], ['listed_by', 'who is it listed by'], ['Agent', 'agency name'], ['contact', 'the agent to contact']],
});
