import { glossaryEnglish } from './glossary';

describe('English for her techniques and categories, from the glossary', () => {
  it('gives a technique in English word order and capitalisation, British as her own English', () => {
    expect(glossaryEnglish('Tusche auf Papier')).toBe('Ink on paper');
    expect(glossaryEnglish('Aquarell auf Bütten')).toBe('Watercolour on handmade paper');
    expect(glossaryEnglish('Öl auf Leinwand')).toBe('Oil on canvas');
    expect(glossaryEnglish('Pastell auf Karton')).toBe('Pastel on card');
    expect(glossaryEnglish('Acryl auf Hartfaser')).toBe('Acrylic on hardboard');
    expect(glossaryEnglish('Öl auf Nessel')).toBe('Oil on calico');
  });

  it('joins media as she lists them, and keeps a name that is written in capitals', () => {
    expect(glossaryEnglish('Aquarell, Tusche und Bleistift auf Papier')).toBe('Watercolour, ink and pencil on paper');
    expect(glossaryEnglish('Aquarell über Bleistift')).toBe('Watercolour over pencil');
    expect(glossaryEnglish('Mischtechnik auf Holz')).toBe('Mixed media on wood');
    expect(glossaryEnglish('Buntstift auf Japanpapier')).toBe('Coloured pencil on Japanese paper');
    expect(glossaryEnglish('Acryl auf MDF')).toBe('Acrylic on MDF');
  });

  it('names categories in the plural, compounds included', () => {
    expect(glossaryEnglish('Öl und Acryl')).toBe('Oil and acrylic');
    expect(glossaryEnglish('Aquarelle')).toBe('Watercolours');
    expect(glossaryEnglish('Zeichnungen')).toBe('Drawings');
    expect(glossaryEnglish('Pastelle')).toBe('Pastels');
    expect(glossaryEnglish('Tuschezeichnungen')).toBe('Ink drawings');
    expect(glossaryEnglish('Kohlezeichnung')).toBe('Charcoal drawing');
    expect(glossaryEnglish('Arbeiten auf Papier')).toBe('Works on paper');
    expect(glossaryEnglish('Radierungen und Lithografien')).toBe('Etchings and lithographs');
  });

  it('keeps numbers and sizes as she wrote them', () => {
    expect(glossaryEnglish('Radierung, 3/20')).toBe('Etching, 3/20');
    expect(glossaryEnglish('Triptychon, je 40 × 50 cm')).toBeUndefined();
    expect(glossaryEnglish('Diptychon, 2 × 40 × 50 cm')).toBe('Diptych, 2 × 40 × 50 cm');
  });

  it('leaves a phrase German when any word of it is not known', () => {
    expect(glossaryEnglish('Tusche auf altem Notenpapier')).toBeUndefined();
    expect(glossaryEnglish('Bäume am Fluss')).toBeUndefined();
    expect(glossaryEnglish('Bleistift- und Kohlezeichnungen')).toBeUndefined();
    expect(glossaryEnglish('Wurzelzeichnung')).toBeUndefined();
    expect(glossaryEnglish('Studienzeichnung')).toBeUndefined();
    expect(glossaryEnglish('2024')).toBeUndefined();
  });
});
