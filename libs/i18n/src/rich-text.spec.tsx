import { render, screen } from '@testing-library/react';
import { richText } from './rich-text';

describe('richText', () => {
  it('draws each marked part where the sentence puts it', () => {
    const { container } = render(<p>{richText('Go <home>home</home> or <b>stay</b>.', { home: (text) => <a href="/home">{text}</a>, b: (text) => <strong>{text}</strong> })}</p>);
    expect(container.querySelector('p')!.innerHTML).toBe('Go <a href="/home">home</a> or <strong>stay</strong>.');
  });

  it('keeps plain text and an unknown part as text', () => {
    render(<p>{richText('घर <x>जाएँ</x>', {})}</p>);
    expect(screen.getByText('घर जाएँ')).toBeInTheDocument();
  });
});
