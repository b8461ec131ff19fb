// The jest setup file (outside this tsconfig) loads jest-dom at run time; this gives its matchers types.
/// <reference types="@testing-library/jest-dom" />
