import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';

/**
 * The tar a backup is written in (ustar, by tar-stream), so any `tar` reads it too: regular files only,
 * each read whole, which is all a backup holds.
 */

export type TarFile = { name: string; content: Buffer; modifiedAt?: Date };
export type TarEntry = { name: string; size: number };
/** Where an entry's bytes go, in order, as they are read. */
export type TarSink = { write(chunk: Buffer): Promise<void>; end(): Promise<void> };

/** The archive of `files`, as a stream of its bytes. */
export function writeTar(files: AsyncIterable<TarFile> | Iterable<TarFile>): Readable {
  const archive = pack();
  (async () => {
    for await (const file of files) {
      const { name, content, modifiedAt = new Date() } = file;
      await new Promise<void>((resolve, reject) =>
        archive.entry({ name, size: content.length, mtime: modifiedAt, mode: 0o600 }, content, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    }
    archive.finalize();
  })().catch((error: unknown) => archive.destroy(error as Error));
  return Readable.from(archive);
}

/**
 * Reads an archive as it arrives, handing each file's bytes to the sink `open` gives for it. Anything
 * but a regular file or a directory (links, devices) is refused: a backup holds none.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  open: (entry: TarEntry) => Promise<TarSink>,
): Promise<void> {
  const archive = extract();
  // A failure on either side also ends the loop below, which throws it: kept here, not thrown twice.
  const feeding = pipeline(Readable.from(source), archive).then(
    () => undefined,
    (error: unknown) => error,
  );
  for await (const entry of archive) {
    const { name, size = 0, type } = entry.header;
    if (type === 'directory') {
      entry.resume();
      continue;
    }
    if (type !== 'file') throw new Error(`the archive holds something other than files (${name})`);
    const sink = await open({ name, size });
    for await (const chunk of entry) await sink.write(chunk as Buffer);
    await sink.end();
  }
  const failed = await feeding;
  if (failed) throw failed;
}
