/**
 * The word lists the generated catalogue, records and sample documents are made from: people's
 * names, fields of study, title words, places, mastheads and government agencies.
 */

// prettier-ignore
export const FIRST_NAMES = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Sophie', 'Ruby', 'Harper', 'Zoe',
  'Matilda', 'Evie', 'Lily', 'Emily', 'Hannah', 'Sarah', 'Jessica', 'Kate', 'Helen', 'Margaret', 'Judith',
  'Anne', 'Catherine', 'Deborah', 'Fiona', 'Leah', 'Nadia', 'Priya', 'Mei', 'Yasmin', 'Aroha', 'Tahlia',
  'Jack', 'Oliver', 'William', 'Noah', 'Thomas', 'James', 'Lucas', 'Henry', 'Leo', 'Charlie', 'Lachlan',
  'Angus', 'Hamish', 'Cooper', 'Mitchell', 'Daniel', 'Peter', 'David', 'Michael', 'Andrew', 'Robert', 'John',
  'Stephen', 'Graham', 'Ian', 'Malcolm', 'Bruce', 'Craig', 'Rajesh', 'Wei', 'Minh', 'Tariq', 'Kofi', 'Mateo',
  'Luca', 'Nikolai', 'Kieran', 'Declan', 'Jarrah', 'Bindi', 'Kirra', 'Marlee', 'Tjanara', 'Alinta',
];

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson',
  'Thompson', 'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis',
  'Wright', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis',
  'James', 'Phillips', 'Mitchell', 'Chen', 'Wang', 'Zhang', 'Li', 'Tran', 'Le', 'Pham', 'Singh', 'Kaur',
  'Murphy', "O'Brien", 'McDonald', 'Campbell', 'Stewart', 'Scott', 'Young', 'Morris', 'Cook', 'Bell',
  'Hughes', 'Edwards', 'Turner', 'Baker', 'Cooper', 'Hill', 'Ward', 'Watson', 'Morgan', 'Gray', 'Russell',
  'Papadopoulos', 'Rossi', 'Russo', 'Nikolic', 'Kowalski', 'Novak', 'Haddad', 'Nasser', 'Fernando',
  'Silva', 'Santos', 'Gonzalez', 'Moreno', 'Tanaka', 'Sato', 'Kim', 'Park', 'Choi', 'Fraser', 'Gordon',
  'Hamilton', 'Mackenzie', 'Sinclair', 'Blackwood', 'Ashworth', 'Whitlam', 'Lawson', 'Paterson', 'Gilmore',
  'Wright-Smith', 'Yunupingu', 'Watson', 'Pascoe', 'Winch', 'Birch', 'Garner', 'Malouf', 'Carey', 'Flanagan',
];

// prettier-ignore
export const FIELDS = [
  'Accounting', 'Anatomy and Physiology', 'Colonial History', 'Biochemistry', 'Business Law',
  'Constitutional Law', 'Criminology', 'Early Childhood Education', 'Ecology', 'Economics',
  'Environmental Science', 'Ethics', 'Finance', 'Genetics', 'Geography', 'Health Psychology',
  'Human Resource Management', 'Indigenous Studies', 'Linguistics', 'Management', 'Marketing', 'Mathematics',
  'Media Studies', 'Microbiology', 'Midwifery', 'Nursing Practice', 'Nutrition', 'Organic Chemistry',
  'Pharmacology', 'Philosophy', 'Physics', 'Political Science', 'Public Health', 'Social Work', 'Sociology',
  'Statistics', 'Taxation Law', 'Urban Planning', 'Veterinary Science', 'Data Science', 'Software Engineering',
  'Civil Engineering', 'Architecture', 'Music Theory', 'Visual Arts', 'Literacy', 'Numeracy', 'Contract Law',
  'Criminal Law', 'Corporate Governance', 'Epidemiology', 'Clinical Reasoning', 'Paramedicine', 'Tourism',
  'Sport Science', 'Agricultural Science', 'Marine Biology', 'Psychology', 'Education Policy', 'Drama',
];

// prettier-ignore
export const SUBTITLES = [
  'Principles and Practice', 'An Australian Perspective', 'Theory and Applications', 'A Critical Introduction',
  'Concepts and Cases', 'Contemporary Issues', 'Research Methods', 'A Practical Guide', 'Foundations for Practice',
  'Text and Materials', 'Commentary and Materials', 'Skills and Strategies', 'Global and Local Perspectives',
];

export const TEXTBOOK_PATTERNS = [
  (f: string) => `Introduction to ${f}`,
  (f: string) => `Principles of ${f}`,
  (f: string) => `Foundations of ${f}`,
  (f: string) => `Understanding ${f}`,
  (f: string) => `Essentials of ${f}`,
  (f: string) => `Australian ${f}`,
  (f: string) => `${f} in Australia`,
  (f: string) => `${f} for Teachers`,
];

// prettier-ignore
export const ADJECTIVES = [
  'Silent', 'Last', 'Long', 'Hidden', 'Golden', 'Broken', 'Southern', 'Distant', 'Burning', 'Quiet', 'Secret',
  'Narrow', 'Wild', 'Bitter', 'Lost', 'Red', 'Salt', 'Endless', 'Drowned', 'Summer', 'Ghost', 'Paper',
];
// prettier-ignore
export const NOUNS = [
  'Harbour', 'River', 'Country', 'Garden', 'Island', 'Shore', 'Orchard', 'House', 'Letters', 'Rain', 'Drought',
  'Season', 'Lighthouse', 'Bridge', 'Fire', 'Silence', 'Mountain', 'Station', 'Paddock', 'Coast', 'Storm',
  'Night', 'Wattle', 'Dust', 'Tide', 'Memory', 'Winter', 'Crossing', 'Orchard', 'Swan', 'Magpie', 'Songline',
];
// prettier-ignore
export const PLACES = [
  'Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Darwin', 'Canberra', 'Ballarat', 'Bendigo',
  'Broome', 'Cairns', 'Townsville', 'Wagga Wagga', 'Launceston', 'Fremantle', 'Alice Springs', 'the Kimberley',
  'the Mallee', 'Gippsland', 'the Hunter', 'the Barossa', 'Kangaroo Island', 'Arnhem Land', 'Geelong',
];

// prettier-ignore
export const NEWSPAPERS = [
  'The Sydney Morning Herald', 'The Age', 'The Australian', 'The Australian Financial Review', 'Herald Sun',
  'The Daily Telegraph', 'The Courier-Mail', 'The West Australian', 'The Advertiser', 'The Mercury',
  'The Canberra Times', 'NT News', 'Newcastle Herald', 'Illawarra Mercury', 'Geelong Advertiser',
  'The Saturday Paper', 'Townsville Bulletin', 'The Examiner', 'Border Mail', 'Koori Mail',
];
// prettier-ignore
export const MAGAZINES = [
  'Australian Geographic', 'The Monthly', 'Quarterly Essay', 'Choice', 'Gardening Australia',
  "The Australian Women's Weekly", 'Cosmos', 'Australian House & Garden', 'Griffith Review', 'Meanjin',
  'Overland', 'Island', 'Wheels', 'Delicious', 'Artlink', 'Art Monthly Australasia', 'Limelight',
  'Australian Wood Review', 'Wildlife Australia', 'Double Helix', 'The Conversation Yearbook', 'Inside Story',
];
// prettier-ignore
export const WEBSITES = [
  'ABC News', 'The Conversation', 'Australian Museum', 'Healthdirect', 'Geoscience Australia',
  'Bureau of Meteorology', 'National Library of Australia', 'Screen Australia', 'ArtsHub', 'Better Health Channel',
  'Australian Institute of Health and Welfare', 'CSIRO', 'National Museum of Australia', 'Museums Victoria',
];
// prettier-ignore
export const AGENCIES = [
  'Australian Bureau of Statistics', 'Department of Education', 'Department of Health and Aged Care',
  'Productivity Commission', 'Australian Institute of Family Studies', 'Reserve Bank of Australia',
  'Australian Law Reform Commission', 'NSW Department of Planning', 'Victorian Auditor-General',
  'Queensland Government Statistician', 'Australian Human Rights Commission', 'Bureau of Infrastructure',
];
