/** A write refused by a unique index (MongoDB and FerretDB both answer code 11000). */
export function isDuplicateKeyError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}
