// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PlaceContacts } from './place-contacts.ui';

describe("a place's contacts", () => {
  afterEach(cleanup);

  it('links only web addresses, so a script URL stored before the rule never becomes a link', () => {
    render(<PlaceContacts contacts={{ phone: '+7 (999) 123-45-67', vk: 'javascript:alert(1)', website: 'https://lime.example/' }} />);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['tel:+79991234567', 'https://lime.example/']);
  });
});
