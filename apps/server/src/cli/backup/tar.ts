/**
 * The tar (ustar) a backup is written in, so any `tar` reads it too: regular files only, each read
 * whole, which is all a backup holds. Directories are implied by the files' paths.
 */

const BLOCK = 512;

export type TarFile = { name: string; content: Buffer; modifiedAt?: Date };
export type TarEntry = { name: string; size: number };
/** Where an entry's bytes go, in order, as they are read. */
export type TarSink = { write(chunk: Buffer): Promise<void>; end(): Promise<void> };

/** The archive of `files`, block by block, ending with the two empty blocks tar expects. */
export async function* writeTar(files: AsyncIterable<TarFile> | Iterable<TarFile>): AsyncGenerator<Buffer> {
  for await (const file of files) {
    yield header(file.name, file.content.length, file.modifiedAt ?? new Date());
    yield file.content;
    const padding = paddingOf(file.content.length);
    if (padding > 0) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/**
 * Reads an archive as it arrives, handing each file's bytes to the sink `open` gives for it. Anything
 * but a regular file or a directory (links, devices, extended headers) is refused: a backup holds none.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  open: (entry: TarEntry) => Promise<TarSink>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let body: { sink: TarSink | undefined; remaining: number; padding: number } | undefined;
  for await (const chunk of source) {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (body) {
        if (body.remaining > 0) {
          if (pending.length === 0) break;
          const part = pending.subarray(0, Math.min(body.remaining, pending.length));
          await body.sink?.write(part);
          body.remaining -= part.length;
          pending = pending.subarray(part.length);
          continue;
        }
        if (pending.length < body.padding) break;
        pending = pending.subarray(body.padding);
        await body.sink?.end();
        body = undefined;
        continue;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      // The end: an empty block (tar writes two; what follows is padding).
      if (block.every((byte) => byte === 0)) return;
      const entry = parseHeader(block);
      const sink = entry.type === 'file' ? await open(entry) : undefined;
      body = { sink, remaining: entry.size, padding: paddingOf(entry.size) };
    }
  }
  if (body || pending.length > 0) throw new Error('the archive ends in the middle of a file');
  throw new Error('the archive has no end: it was cut short');
}

const paddingOf = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function header(name: string, size: number, modifiedAt: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, rest] = splitName(name);
  block.write(rest, 0, 100, 'utf8');
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(modifiedAt.getTime() / 1000));
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  writeOctal(block, 148, 7, checksum(block));
  return block;
}

/** ustar keeps up to 100 bytes of a name, and up to 155 more before a slash in its prefix. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`the name is too long for the archive: ${name}`);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  if (value >= 8 ** (length - 1)) throw new Error(`${value} does not fit the archive's header`);
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'ascii');
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1)
    sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  return sum;
}

function parseHeader(block: Buffer): TarEntry & { type: 'file' | 'directory' } {
  const text = (offset: number, length: number) =>
    block
      .subarray(offset, offset + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  const octal = (offset: number, length: number) => Number.parseInt(text(offset, length).trim() || '0', 8);
  if (octal(148, 8) !== checksum(block)) throw new Error('the archive is damaged (a header does not add up)');
  const prefix = text(345, 155);
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  const size = octal(124, 12);
  const flag = text(156, 1);
  if (flag === '0' || flag === '') return { name, size, type: 'file' };
  if (flag === '5') return { name, size: 0, type: 'directory' };
  throw new Error(`the archive holds something other than files (${name})`);
}
