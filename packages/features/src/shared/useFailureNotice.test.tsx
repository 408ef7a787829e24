import { ApiError } from '@mat/api';
import { fireEvent, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { useFailureNotice } from './useFailureNotice';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Boundary caught: {this.state.error.message}</p> : this.props.children;
  }
}

function Upload({ failure }: { failure: unknown }) {
  const fail = useFailureNotice();
  return <button onClick={() => fail(failure, 'errors.uploadFailed')}>Upload</button>;
}

const apiError = (status: number, body: object) => new ApiError(new Response(null, { status }), body);

function press(failure: unknown, locale: 'en' | 'es' = 'en') {
  renderWithMat(
    <Boundary>
      <Upload failure={failure} />
    </Boundary>,
    { fetch: fakeApi({}).fetch, locale },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('useFailureNotice', () => {
  it('shows the action’s copy from the spec for a failed call, in the screen’s language', async () => {
    press(apiError(500, { code: 'errors.generic', message: 'Something went wrong' }), 'es');
    expect(await screen.findByText('No se pudo subir el archivo')).toBeTruthy();
  });

  it('shows the field’s own message when the server names one', async () => {
    press(
      apiError(422, { code: 'errors.validationFailed', message: 'x', fields: { file: 'validation.invalidFileType' } }),
    );
    expect(await screen.findByText('Invalid file type')).toBeTruthy();
  });

  it('shows the copy when the call never reached the server', async () => {
    press(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
  });

  it('adds nothing to what MatProvider answers (429 toast, sign-out, redirect)', async () => {
    press(apiError(429, { code: 'errors.tooManyRequests', message: 'Too many requests' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Upload failed')).toBeNull();
  });

  it('sends a fault in the app to the error boundary instead of hiding it', async () => {
    press(new RangeError('Invalid time value'));
    expect(await screen.findByText('Boundary caught: Invalid time value')).toBeTruthy();
    expect(screen.queryByText('Upload failed')).toBeNull();
  });
});
