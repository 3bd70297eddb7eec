import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, pageDataScript, readPageData, type PageData } from './page-data.ts';

const data: PageData = {
  queries: { mutations: [], queries: [] },
  chunks: ['MovieGalleriesPage'],
};

describe('the data script of a server-rendered page', () => {
  it('keeps a title that says </script> inside the element, and reads back the same data', () => {
    const withTitle = { ...data, chunks: ['</script><script>alert(1)</script><!--'] };
    const script = pageDataScript(withTitle);

    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toMatch(/^<script type="application\/json" id="page-data">[^<]*<\/script>$/);
    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(readPageData()).toEqual(withTitle);
  });

  it('is absent from the shell of a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(readPageData()).toBeNull();
  });
});
