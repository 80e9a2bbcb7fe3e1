/** A file's size for people, one decimal from a kilobyte on: 1225 → "1.2 KB", 1536000 → "1.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  // Below what rounds to 1024.0 KB: a size just under a megabyte reads 1.0 MB.
  if (bytes < 1024 * 1023.95) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
