import { useEffect, useState } from 'preact/hooks';
import {
  emptyTranscript,
  targetKey,
  watchTranscript,
  type InteractTarget,
  type Transcript,
} from '@/lib/interact/interact-transcript';

/** The session's transcript as the background keeps it, live. */
export function useTranscript(target: InteractTarget): Transcript {
  const key = targetKey(target);
  const [transcript, setTranscript] = useState<Transcript>(() => emptyTranscript(target));
  useEffect(() => {
    setTranscript(emptyTranscript(target));
    return watchTranscript(target, setTranscript);
  }, [key]);
  return transcript;
}
