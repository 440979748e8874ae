// heic-decode ships no types: the part of its API the picture pipeline uses.
declare module 'heic-decode' {
  export default function decode(input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
