// What every story renders with: the tokens and page baseline the apps load, and axe as a test.
import type { Preview } from '@storybook/react-vite';
import '../src/tokens.css';
import '../src/base.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is checked with axe; a violation fails the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
