import { describe, expect, it } from 'vitest';
import { cutPreview, messagePreview } from './previews.ts';

describe('cutPreview', () => {
  it('keeps a text that fits, and cuts a longer one at the limit with an ellipsis', () => {
    expect(cutPreview('Hello', 30)).toBe('Hello');
    expect(cutPreview('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(cutPreview('a'.repeat(31), 30)).toBe(`${'a'.repeat(30)}…`);
  });

  it('puts the text on one line and never splits a character in two', () => {
    expect(cutPreview('Line one\n\n  line two', 40)).toBe('Line one line two');
    expect(cutPreview('🎬🎬🎬', 2)).toBe('🎬🎬…');
  });
});

describe('messagePreview', () => {
  it('previews an HTML message by its words, leaving styles and scripts out', () => {
    const html = '<html><head><title>T</title><style>p{color:red}</style></head><body><p>Our <b>new</b> film</p><script>alert(1)</script></body></html>';
    expect(messagePreview(html, true, 40)).toBe('Our new film');
    expect(messagePreview('<p>Kept as typed</p>', false, 40)).toBe('<p>Kept as typed</p>');
  });

  it('keeps a space between blocks, so a heading and its paragraph stay two words', () => {
    expect(messagePreview('<h2>Hello</h2><p>Our film opens<br>Friday</p><ul><li>one</li><li>two</li></ul>', true, 60)).toBe(
      'Hello Our film opens Friday one two',
    );
  });
});
