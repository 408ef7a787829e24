import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { FileDropZone } from './FileDropZone';

/** The ids that occur more than once in the document. */
function duplicateIds(): string[] {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

describe('FileDropZone', () => {
  it('gives each element its own id, with two zones on one page', () => {
    renderWithUi(
      <>
        <FileDropZone label="Insurance card" onFile={() => {}} />
        <FileDropZone label="Photo of the latch" onFile={() => {}} />
      </>,
    );
    expect(duplicateIds()).toEqual([]);
    // The label names the drop target; the hint beside the button is not a second label.
    expect(screen.getAllByText('or drop it here').every((hint) => !hint.id)).toBe(true);
  });

  it('names its drop target in English from its label, never react-aria’s "DropZone"', () => {
    renderWithUi(<FileDropZone label="Insurance card" onFile={() => {}} />);
    expect(screen.getByRole('button', { name: 'File drop area: Insurance card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /DropZone/ })).toBeNull();
  });

  it('names it in Spanish', () => {
    renderWithUi(<FileDropZone label="Tarjeta del seguro" onFile={() => {}} />, { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Zona para soltar archivos: Tarjeta del seguro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elegir un archivo' })).toBeTruthy();
  });
});
