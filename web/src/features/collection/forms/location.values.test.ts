import { describe, expect, it } from 'vitest';
import { locationValues, toLocationInput } from './location.values.ts';

const AOU_IDS = new Set([101, 102]);

describe('toLocationInput', () => {
  it('sends an AOU of the list by its id, and a raw AOU as the text it is', () => {
    const institute = locationValues({
      institute: 'Monash University',
      departmentId: 'MON-D1',
      locationName: 'Caulfield',
      aou: '102',
      machineId: 77,
    });
    expect(toLocationInput(institute, 'INSTITUTE', AOU_IDS)).toEqual({
      institute: 'Monash University',
      departmentId: 'MON-D1',
      locationName: 'Caulfield',
      machineId: '77',
      aouId: 102,
      aou: null,
    });
    expect(toLocationInput({ ...institute, aou: 'Sydney Dental Hospital' }, 'INSTITUTE', AOU_IDS)).toMatchObject({
      aouId: null,
      aou: 'Sydney Dental Hospital',
    });
    expect(toLocationInput({ ...institute, aou: '' }, 'INSTITUTE', AOU_IDS)).toMatchObject({ aouId: null, aou: null });
  });

  it('sends a school form without institute or AOU, empty fields as null', () => {
    const school = locationValues({
      departmentId: '1234',
      locationName: 'Orange High School',
      schoolType: 'Secondary',
      sector: '',
      state: 'NSW',
      machineId: null,
    });
    expect(toLocationInput(school, 'SCHOOL', AOU_IDS)).toEqual({
      institute: null,
      departmentId: '1234',
      locationName: 'Orange High School',
      machineId: null,
      schoolType: 'Secondary',
      sector: null,
      state: 'NSW',
    });
  });
});
