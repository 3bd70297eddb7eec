import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youTubeEmbedUrl, youTubeThumbnailUrl } from './youtube.ts';

const ID = 'aqz-KE-bpKQ';

describe('parseYouTubeId', () => {
  it.each([
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?t=42`],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube.com/v/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('reads the id of %s', (link) => {
    expect(parseYouTubeId(link)).toBe(ID);
  });

  it.each([
    ['another site', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://notyoutube.com/watch?v=${ID}`],
    ['a host that only contains the name', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@emberlanestudios'],
    ['an id of the wrong length', 'https://youtu.be/abc'],
    ['an id with other characters', 'https://www.youtube.com/embed/aqz-KE-bp"Q'],
    ['another scheme', `javascript://youtube.com/watch?v=${ID}`],
    ['a script posing as the user part of a YouTube link', `javascript:alert(document.domain)<!--@youtu.be/${ID}`],
    ['a link with credentials', `http://user:secret@youtu.be/${ID}`],
    ['an uploaded file', '/uploads/backstage/clip.ab12.mp4'],
    ['an empty string', ''],
  ])('refuses %s', (_case, link) => {
    expect(parseYouTubeId(link)).toBeNull();
  });
});

describe('YouTube addresses', () => {
  it('embeds through the privacy-enhanced host, starting at once', () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it('takes the high-quality thumbnail', () => {
    expect(youTubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });
});
