/// Hostile inputs (bombs, huge numbers, damaged files) that more than one test target feeds to Legible.
package enum HostileInputs {
    /// A billion laughs in 359 bytes of YAML: nine levels of nine aliases describe 9⁹ (387
    /// million) strings. Before the node budget, Yams expanded them and Legible walked the
    /// expansion: 15.9 GB, then a crash.
    package static let yamlAliasBomb = """
        # billion laughs
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

        """
}
