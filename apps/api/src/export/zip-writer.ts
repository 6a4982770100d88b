import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** A stored entry, for the central directory at the end. */
interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The time of day and the date as a zip header writes them (MS-DOS, two seconds apart). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((Math.max(1980, at.getFullYear()) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/**
 * A zip archive written as it goes, one deflated entry after another, into a stream: sizes and
 * checksums follow each entry's data (a data descriptor), so nothing is held but the bytes on
 * their way. Deflating runs on libuv's thread pool, not on the API's thread. Waits for `output`
 * whenever it is full. Archives stay below 4 GB (no ZIP64).
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosTime(new Date());

  constructor(private readonly output: Writable) {}

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.output.write(bytes)) await once(this.output, 'drain');
  }

  /** Adds an entry whose content comes as text (UTF-8) piece by piece. */
  async add(name: string, content: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    header.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; names in UTF-8
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(entry.name.length, 26);
    await this.write(Buffer.concat([header, entry.name]));

    const deflate = createDeflateRaw();
    const pumped = (async () => {
      for await (const piece of deflate as AsyncIterable<Buffer>) {
        entry.compressed += piece.length;
        await this.write(piece);
      }
    })();
    try {
      for await (const text of content) {
        const bytes = Buffer.from(text, 'utf8');
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain');
      }
      deflate.end();
    } catch (error) {
      deflate.destroy();
      await pumped.catch(() => undefined);
      throw error;
    }
    await pumped;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory and ends `output`. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4); // made by: 2.0
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0808, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    await new Promise<void>((resolve, reject) => {
      this.output.once('error', reject);
      this.output.end(() => resolve());
    });
  }
}
