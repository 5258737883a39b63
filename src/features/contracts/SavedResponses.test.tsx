// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../ui/testing';
import { SavedResponses } from './SavedResponses';

describe('saved responses', () => {
  it('say so when the browser database cannot be read (jsdom has no IndexedDB)', async () => {
    renderInAdmin(<SavedResponses onInsert={() => undefined} />);
    expect(await screen.findByText('The saved responses could not be loaded.')).toBeTruthy();
    // adding is still offered: the form is there, with its labels
    expect(screen.getByRole('button', { name: 'Add response' })).toBeTruthy();
  });
});
