// Stylesheets have no meaning under jsdom; imports of .css files resolve here.
export default {};
