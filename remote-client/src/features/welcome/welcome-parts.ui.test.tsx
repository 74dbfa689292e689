// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ContactsRow } from './welcome-parts.ui';

describe('the welcome contacts row', () => {
  afterEach(cleanup);

  it('links the website only when it is a web address', () => {
    render(<ContactsRow website="data:text/html,<script>alert(1)</script>" />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    render(<ContactsRow website="https://lime.example/" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://lime.example/');
  });
});
