/** Where image bytes live. Local disk by default; an S3-compatible driver can take its place. */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
