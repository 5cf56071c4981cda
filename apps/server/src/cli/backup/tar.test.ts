import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTar, type TarFile, writeTar } from './tar.ts';

async function archive(files: TarFile[]): Promise<Buffer> {
  const blocks: Buffer[] = [];
  for await (const block of writeTar(files)) blocks.push(Buffer.from(block));
  return Buffer.concat(blocks);
}

/** The archive as it would arrive from a stream, in pieces of `size` bytes. */
async function* inPieces(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(source: AsyncIterable<Buffer>): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  await readTar(source, async (entry) => {
    const chunks: Buffer[] = [];
    return {
      write: async (chunk) => void chunks.push(Buffer.from(chunk)),
      end: async () => void files.set(entry.name, Buffer.concat(chunks)),
    };
  });
  return files;
}

const longName = `data/media/${'league-news/'.repeat(8)}a-picture-with-a-long-generated-name.webp`;

describe('backup archives', () => {
  it('read back every file with its name and bytes, however the stream is cut', async () => {
    const files: TarFile[] = [
      { name: 'empty', content: Buffer.alloc(0) },
      { name: 'one', content: Buffer.from('x') },
      ...[511, 512, 513, 70_000].map((size) => ({ name: `data/${size}.bin`, content: randomBytes(size) })),
      { name: longName, content: Buffer.from('image') },
    ];
    const bytes = await archive(files);
    for (const size of [1, 7, 512, 65_536]) {
      const found = await read(inPieces(bytes, size));
      expect([...found.keys()]).toEqual(files.map((file) => file.name));
      for (const file of files) expect(found.get(file.name)?.equals(file.content)).toBe(true);
    }
  });

  it('refuses an archive cut short and one whose header was changed', async () => {
    const bytes = await archive([{ name: 'secrets.json', content: Buffer.from('{"a":1}') }]);
    await expect(read(inPieces(bytes.subarray(0, 600), 100))).rejects.toThrow(/end of data/i);
    const damaged = Buffer.from(bytes);
    damaged[0] = 'S'.charCodeAt(0);
    await expect(read(inPieces(damaged, 512))).rejects.toThrow(/invalid tar header/i);
  });
});
