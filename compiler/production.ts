// React reads NODE_ENV once, when it is first loaded, and its development build
// renders several times slower (1.8 s of a page thread's 38 s at 1,014 pages
// went to the development JSX runtime alone). A build's output is production
// output whoever starts it: the CLI, a script calling build(), a page thread.
// So NODE_ENV defaults to production (a value the caller set is kept), and this
// module is the first import of every entry that may load React.
process.env.NODE_ENV ??= 'production';

export {};
