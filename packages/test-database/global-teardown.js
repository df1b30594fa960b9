export default async function globalTeardown() {
  await globalThis.__POSTCRAFT_TEST_DATABASE__?.stop();
  await globalThis.__POSTCRAFT_TEST_POSTGRES__?.stop();
}
