import { defaultCacheDir, ensureFerretdbBinary } from '@postcraft/embedded-mongo';

if (process.env.MONGODB_URI) {
  console.log('MONGODB_URI is set: no embedded database is needed.');
} else {
  const binary = await ensureFerretdbBinary(defaultCacheDir(), (message) => console.log(message));
  console.log(`FerretDB is ready: ${binary}`);
}
