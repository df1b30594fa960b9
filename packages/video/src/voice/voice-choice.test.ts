import { narrationVoiceOf } from './voice-choice.js';

describe('the voice a script is read with', () => {
  it("when a voice of the script's language is picked, then it speaks", () => {
    expect(narrationVoiceOf('en-male', 'en')).toBe('kal');
    expect(narrationVoiceOf('en-female', 'en')).toBe('slt');
    expect(narrationVoiceOf('fr', 'fr')).toBe('espeak-fr');
  });

  it("when the picked voice speaks another language, then the script's own default voice reads it", () => {
    expect(narrationVoiceOf('en-male', 'fr')).toBe('espeak-fr');
    expect(narrationVoiceOf('fr', 'en')).toBe('slt');
  });

  it('when auto or none is picked, then the default voice or silence', () => {
    expect(narrationVoiceOf('auto', 'fr')).toBe('espeak-fr');
    expect(narrationVoiceOf('none', 'en')).toBe('silent');
  });
});
