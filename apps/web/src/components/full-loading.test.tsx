import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../app/app-providers';
import { FullLoading } from './full-loading';

describe('FullLoading', () => {
  it('is an accessible loading status', () => {
    render(
      <AppProviders>
        <FullLoading />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });
});
