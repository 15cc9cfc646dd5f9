// The words a byline opens with before its "by": the writer's roles and the verbs of making or posting a work.
// A module of its own that imports nothing: the credits reader and the authors reader import each other, and a
// pattern built at load time must not read the other's constants before they are set.

// the verbs of making a work that credit its writer before "by" ("Recipe developed by X", "Created by X")
export const MAKING = '(?:developed|created|devised|authored|penned|composed)';
// the verbs a site puts up someone's post with: the one who posted it is its writer ("Submitted by X", "Shared by X")
export const POSTING = '(?:posted|submitted|shared|contributed|uploaded)';
// the writer's roles a byline names before "by", one joined to another with "and" or "&" ("Words and bakes by X",
// "Recipe & styling by X", "Photos and words by X"): the joined role is any one word, the first says it is the writer
export const WORK_ROLES = '(?:(?:written|words|text|story|stories|poems|novel|recipe)(?:\\s+(?:and|&)\\s+[a-z]+)?|(?:photos|pictures)\\s+(?:and|&)\\s+words)';
// a writer's role or the verb of posting the work ("Submitted by X")
export const WRITER_ROLES = `(?:${POSTING}|${WORK_ROLES})`;
