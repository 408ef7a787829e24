// What the repository's scripts and tests read of a PNG without decoding it.

/** A PNG's width and height, from its IHDR chunk (big-endian 32-bit numbers at bytes 16 and 20). */
export function pngSize(bytes) {
  if (bytes.readUInt32BE(12) !== 0x49484452) throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
