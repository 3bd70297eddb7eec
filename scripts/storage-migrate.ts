// `npm run storage:migrate`: copies a one-machine studio's files (DATA_DIR/media and DATA_DIR/private/films) into
// the bucket that S3_BUCKET and the other S3_* variables name, for a studio moving to many instances
// (docs/deploy.md). The keys stay the same, so the database needs no change. Safe to run while the site runs and to
// run again: what the bucket already holds at the same size is skipped, so a run cut short resumes.
// Unfinished uploads (private/uploads) and scratch files are not copied.
import { ConfigError, loadConfig } from '../server/config.ts';
import { copyStores } from '../server/storage/copy-stores.ts';
import { createDiskStore } from '../server/storage/disk-store.ts';
import { MEDIA_FOLDER, openStores, PRIVATE_FOLDER } from '../server/storage/open.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!config.objectStore) {
  console.error('storage:migrate copies DATA_DIR into a bucket: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, ... as the site will use them).');
  process.exit(2);
}

const from = createDiskStore(config.dataDir);
const to = (await openStores(config)).root;
const target = `s3://${config.objectStore.bucket}/${config.objectStore.prefix}`;
console.info(`Copying ${config.dataDir}/{media,private/films} to ${target}`);
const startedAt = performance.now();
let lastReport = 0;
const report = await copyStores(from, to, {
  prefixes: [MEDIA_FOLDER, `${PRIVATE_FOLDER}films/`],
  onCopied: (key) => {
    if (performance.now() - lastReport < 2000) return;
    lastReport = performance.now();
    console.info(`  … ${key}`);
  },
});
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
console.info(`Done in ${seconds} s: ${report.copied} copied (${megabytes} MB), ${report.skipped} already there.`);
