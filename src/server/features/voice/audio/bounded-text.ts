/**
 * Keeps only the last `maxChars` characters of a child process's output stream: the useful part of
 * an error is at the end, and a chatty or hostile input must not grow the server's memory.
 */
export class BoundedText {
  private text = '';

  constructor(private readonly maxChars = 16_384) {}

  append(chunk: Buffer | string): void {
    this.text += chunk.toString();
    if (this.text.length > this.maxChars) this.text = this.text.slice(-this.maxChars);
  }

  toString(): string {
    return this.text;
  }
}
