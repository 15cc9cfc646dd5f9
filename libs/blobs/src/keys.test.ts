import t from 'tap';
import { GleanerError } from '@gleaner/platform';
import { fileKey, isValidKey } from './keys.js';

t.test('fileKey builds <kind>/<id>.<ext>', async (t) => {
  t.equal(fileKey('pdf', 'pdf_65a1b2c3d4e5f6a7b8c9d0a1', 'pdf'), 'pdf/pdf_65a1b2c3d4e5f6a7b8c9d0a1.pdf');
  t.equal(fileKey('screenshot', 'shot_1', '.webp'), 'screenshot/shot_1.webp', 'a leading dot is dropped');
  t.equal(fileKey('csv', 'ext_1', 'csv'), 'csv/ext_1.csv');
  t.throws(() => fileKey('pdf', '../x', 'pdf'), GleanerError);
  t.throws(() => fileKey('pdf', 'a', 'p/df'), GleanerError);
  t.throws(() => fileKey('exe' as 'pdf', 'a', 'exe'), GleanerError);
});

t.test('key rules', async (t) => {
  for (const ok of ['a', 'pdf/x.pdf', 'a/b/c-d_e.f', 'A9/x..y']) t.ok(isValidKey(ok), ok);
  for (const bad of ['', '..', 'a/..', '../a', '/a', 'a/', 'a//b', './a', 'a/.b', 'a b', 'a\\b', 'é', 'x.meta.json', 'a'.repeat(513)]) {
    t.notOk(isValidKey(bad), JSON.stringify(bad.slice(0, 20)));
  }
});
