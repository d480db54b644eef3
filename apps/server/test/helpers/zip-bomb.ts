import zlib from 'node:zlib';

const MB = 1024 * 1024;

/**
 * A raw deflate stream of `megabytes` MB of zeros, about 1 KB per MB, built without holding the
 * zeros: one flushed (not final) block of 1 MB repeated, then an empty final block. Each copy only
 * refers back into zeros, so the copies chain into one valid stream.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const oneMegabyte = zlib.deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: megabytes }, () => oneMegabyte), end]);
}

type Entry = { name: string; deflated: Buffer; declaredSize: number };

/**
 * A .zip of deflated entries whose headers say `declaredSize` whatever the data holds, as an attacker
 * writes it (no library writes a lie). The CRC is left at 0: the sizes are what is under test.
 */
export function craftZip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, declaredSize } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10); // deflate
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export { MB };
