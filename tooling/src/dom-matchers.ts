/**
 * The DOM matchers (`toBeVisible`, `toHaveTextContent`, `toHaveAccessibleName`, …) in every front
 * end's unit tests: an element a `getBy…` query found exists already, so a test asserts what the
 * user perceives of it instead.
 */
import '@testing-library/jest-dom/vitest';
