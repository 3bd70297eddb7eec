// Caption files as players get them: WebVTT kept as it is, SubRip converted cue by cue, anything else refused.
import { describe, expect, it } from 'vitest';
import { filmMessages } from '../../../common/messages/films.ts';
import { UnsupportedTypeError, ValidationError } from '../../errors.ts';
import { toWebVtt } from './captions.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('toWebVtt', () => {
  it('keeps a WebVTT file, without its BOM and with Unix line endings', () => {
    const vtt = '\uFEFFWEBVTT - English\r\n\r\n00:00:01.000 --> 00:00:02.500\r\nHello <i>there</i>\r\n';
    expect(toWebVtt(bytes(vtt))).toBe('WEBVTT - English\n\n00:00:01.000 --> 00:00:02.500\nHello <i>there</i>\n');
    expect(toWebVtt(bytes('WEBVTT'))).toBe('WEBVTT\n');
  });

  it('converts SubRip: a header, "." in the timestamps, the numbers kept as identifiers, every cue kept', () => {
    const srt = [
      '\uFEFF1',
      '00:00:01,000 --> 00:00:02,500',
      'Hello,',
      '<i>world</i>',
      '',
      '2',
      '0:00:03,5 --> 00:00:04,000  X1:10 X2:20 Y1:5 Y2:9',
      'Second -- with --> an arrow',
      '',
      '',
      '3',
      '01:02:03,004 --> 01:02:05,000',
      'Third',
      '',
      'and a line after a blank one',
      '',
    ].join('\r\n');
    expect(toWebVtt(bytes(srt))).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.000 --> 00:00:02.500',
        'Hello,',
        '<i>world</i>',
        '',
        '2',
        '00:00:03.500 --> 00:00:04.000',
        'Second -- with --&gt; an arrow',
        '',
        '3',
        '01:02:03.004 --> 01:02:05.000',
        'Third',
        'and a line after a blank one',
        '',
      ].join('\n'),
    );
  });

  it('converts a SubRip file without cue numbers and with old Mac line endings', () => {
    expect(toWebVtt(bytes('00:00:01,000 --> 00:00:02,000\rOne\r\r00:00:03,000 --> 00:00:04,000\rTwo'))).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:00:03.000 --> 00:00:04.000\nTwo\n',
    );
  });

  it('refuses bytes that are no text (415) and text that is no captions (400)', () => {
    const refusal = (input: Buffer) => {
      try {
        toWebVtt(input);
        return null;
      } catch (error) {
        return error;
      }
    };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]);
    expect(refusal(png)).toEqual(new UnsupportedTypeError(filmMessages.captionTypeInvalid));
    expect(refusal(bytes('WEBVTT\n\u0000'))).toBeInstanceOf(UnsupportedTypeError);
    expect(refusal(bytes('Just some notes about the film.\nNothing timed.'))).toEqual(new ValidationError(filmMessages.captionUnreadable));
    expect(refusal(bytes(''))).toBeInstanceOf(ValidationError);
  });
});
