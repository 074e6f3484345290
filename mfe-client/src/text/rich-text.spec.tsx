import { render } from '@testing-library/react';
import { richText } from './rich-text';

describe('richText', () => {
  it('draws each marked part with its function and keeps the words around it', () => {
    const { container } = render(<p>{richText('Write a <link>message</link> or call <b>{{x}}</b>.', { link: (c) => <a href="/m">{c}</a> })}</p>);
    expect(container.innerHTML).toBe('<p>Write a <a href="/m">message</a> or call {{x}}.</p>');
  });
});
