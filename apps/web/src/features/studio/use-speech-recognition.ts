import { SPEECH_RECOGNITION_LANGUAGE } from '@postcraft/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => Recognition;

function findRecognition(): RecognitionConstructor | undefined {
  const scope = globalThis as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/**
 * The browser's speech-to-text (spec 001 §5: en-US, continuous, interim results). `isSupported`
 * is false where the browser has none; the text can always be typed instead. `error` is the code
 * of the last run's error (`not-allowed`, `audio-capture`, `network`, `no-speech`...), cleared by
 * the next start.
 */
export function useSpeechRecognition(onText: (finalText: string, interim: string) => void) {
  const recognition = useRef<Recognition | null>(null);
  const [isListening, setIsListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isSupported = findRecognition() !== undefined;
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = findRecognition();
    if (!Constructor) return false;
    const instance = new Constructor();
    instance.lang = SPEECH_RECOGNITION_LANGUAGE;
    instance.continuous = true;
    instance.interimResults = true;
    instance.onresult = (event) => {
      let finalText = '';
      let interim = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (!result) continue;
        if (result.isFinal) finalText += result[0].transcript;
        else interim += result[0].transcript;
      }
      onTextRef.current(finalText, interim);
    };
    instance.onend = () => setIsListening(false);
    instance.onerror = (event) => {
      setError(event.error);
      setIsListening(false);
    };
    recognition.current = instance;
    setError(null);
    instance.start();
    setIsListening(true);
    return true;
  }, []);

  const stop = useCallback(() => {
    recognition.current?.stop();
    setIsListening(false);
  }, []);

  return { isSupported, isListening, error, start, stop };
}
