/** A file of the built site: its path relative to the output folder, and either contents or a file to copy. */
export type OutputFile = { path: string; contents: string | Uint8Array } | { path: string; copyFrom: string };
