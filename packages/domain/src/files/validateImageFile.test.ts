import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, validateImageFile } from './validateImageFile';

const TYPE = {
  code: 'INVALID_IMAGE_TYPE',
  message: 'Por favor, insira uma imagem PNG, JPG, JPEG ou WEBP',
};
const SIZE = {
  code: 'IMAGE_TOO_LARGE',
  message: 'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
};

describe('validateImageFile', () => {
  it('accepts png, jpg, jpeg and webp in any case', () => {
    for (const name of ['a.png', 'a.JPG', 'foto.perfil.jpeg', 'a.WebP']) {
      expect(validateImageFile({ name, size: 1024 })).toEqual([]);
    }
  });

  it('refuses other extensions and names without one', () => {
    for (const name of ['a.gif', 'a.png.exe', 'png', 'a.', '']) {
      expect(validateImageFile({ name, size: 1024 })).toEqual([TYPE]);
    }
  });

  it('accepts exactly 3 MB and refuses one byte more', () => {
    expect(validateImageFile({ name: 'a.png', size: 3_145_728 })).toEqual([]);
    expect(validateImageFile({ name: 'a.png', size: 3_145_729 })).toEqual([SIZE]);
  });

  it('collects both problems', () => {
    expect(validateImageFile({ name: 'a.bmp', size: 5_000_000 })).toEqual([TYPE, SIZE]);
  });

  it('says nothing without a file', () => {
    expect(validateImageFile(null)).toEqual([]);
    expect(validateImageFile(undefined)).toEqual([]);
  });

  it('gives the file input the same extensions', () => {
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg,.webp');
  });
});
