import { useEffect, useState } from 'react';
import type { MediaDevice, MediaLayer } from './media';

/**
 * The patient's own camera and microphone for a video visit: the stream, the devices to choose
 * from, and whether each is on. The microphone starts muted (spec 4): the patient unmutes when
 * ready. The tracks are given back when the page closes, or when another pair is chosen.
 */
export function useCallMedia(media: MediaLayer) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDevice[]>([]);
  const [muted, setMuted] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);

  /** Asks for the camera and microphone (the chosen ones, or any); throws what the browser threw. */
  async function acquire(choice: { camera?: string; microphone?: string }) {
    const next = await media.getUserMedia({
      video: choice.camera ? { deviceId: { exact: choice.camera } } : true,
      audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
    });
    for (const track of next.getAudioTracks()) track.enabled = !muted;
    for (const track of next.getVideoTracks()) track.enabled = cameraOn;
    stream?.getTracks().forEach((track) => track.stop());
    setStream(next);
    setDevices(await media.enumerateDevices());
  }

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  /** Mutes or unmutes; answers whether it is muted now. */
  function toggleMicrophone() {
    const next = !muted;
    setMuted(next);
    for (const track of stream?.getAudioTracks() ?? []) track.enabled = !next;
    return next;
  }

  function toggleCamera() {
    const next = !cameraOn;
    setCameraOn(next);
    for (const track of stream?.getVideoTracks() ?? []) track.enabled = next;
  }

  return { stream, devices, muted, cameraOn, acquire, toggleMicrophone, toggleCamera };
}
