// CSS imports carry no behaviour under test.
export default {};
