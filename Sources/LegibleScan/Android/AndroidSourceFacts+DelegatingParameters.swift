import Foundation

/// The app's own functions that enlarge the touch area of a view handed to them with a
/// `TouchDelegate`, and the data-binding attributes that call them (issue 33, fresh-android22b W3):
///
/// ```java
/// @BindingAdapter("inat_increaseTouch")
/// public static void increaseTouch(ImageView view, double value) {
///     parent.post(new Runnable() { public void run() { … parent.setTouchDelegate(new TouchDelegate(rect, view)); } });
/// }
/// ```
///
/// (iNaturalist `BindingAdapterUtils.java:14-33`): `explore_search.xml:123`'s 24 dp
/// `clear_location` carries `inat_increaseTouch='@{100}'`, and `ExploreSearchActivity.java:427`
/// calls `BindingAdapterUtils.increaseTouch(mClearLocation, 100)`. Either view takes taps in an
/// area no file shows, as one handed to `TouchDelegate(rect, view)` inline does.
///
/// Found literally: a `TouchDelegate(…, name)` whose view is a parameter of a function enclosing it
/// (through lambdas and anonymous classes); a call of that function by name credits the argument at
/// the parameter's position, and the attributes of a `@BindingAdapter` on it credit a layout view
/// that binds one of them (`attr="@{…}"`).
struct AndroidTouchDelegateParameterFacts: Sendable, Hashable {
    /// Function name → the positions of the parameters it hands to a `TouchDelegate`.
    var functions: [String: Set<Int>] = [:]
    /// The attribute names (without a namespace) of the binding adapters among ``functions``.
    var bindingAttributes: Set<String> = []

    /// Records one file's functions (a pre-pass: calls in any file may name them).
    mutating func add(_ code: [UInt8], isJava: Bool) {
        for call in AndroidSourceFacts.calls(named: "TouchDelegate", in: code) {
            let arguments = AndroidSourceFacts.arguments(call.argument, angleBrackets: false)
            guard arguments.count == 2, AndroidSourceFacts.isIdentifier(arguments[1]), arguments[1] != "this",
                let function = Self.declaringFunction(of: arguments[1], at: call.start, in: code, isJava: isJava)
            else { continue }
            functions[function.name, default: []].insert(function.position)
            bindingAttributes.formUnion(Self.bindingAdapterAttributes(in: function.header))
        }
    }

    /// The function whose parameter `name` is, from the innermost block holding `start` outwards:
    /// its name, the parameter's position and its header (annotations included).
    private static func declaringFunction(of name: String, at start: Int, in code: [UInt8], isJava: Bool)
        -> (name: String, position: Int, header: String)?
    {
        var index = start
        for _ in 0..<16 {
            guard let open = AndroidTextSetterFacts.unmatchedBrace(before: index, in: code) else { return nil }
            let headerStart = AndroidTextSetterFacts.headerStart(before: open, in: code, window: 600)
            let header = Array(code[headerStart..<open])
            if let function = AndroidTextSetterFacts.declaration(header, isJava: isJava), let position = function.parameters.firstIndex(of: name) {
                return (function.name, position, String(decoding: header, as: UTF8.self))
            }
            index = open
        }
        return nil
    }

    /// The attribute names a `@BindingAdapter("a")` or `@BindingAdapter(value = {"a", "b"})` in a
    /// header names, without `app:`/`bind:` prefixes.
    static func bindingAdapterAttributes(in header: String) -> [String] {
        guard let annotation = header.range(of: "@BindingAdapter("), let close = header[annotation.upperBound...].firstIndex(of: ")") else { return [] }
        let inside = header[annotation.upperBound..<close]
        return inside.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { index, piece in
            guard index % 2 == 1, !piece.isEmpty else { return nil }
            return piece.split(separator: ":").last.map(String.init)
        }
    }

    /// Whether a layout view binds one of ``bindingAttributes`` to an expression (`inat_increaseTouch='@{100}'`).
    func bindsTouchDelegate(_ attributes: [String: String]) -> Bool {
        guard !bindingAttributes.isEmpty else { return false }
        return attributes.contains { name, value in
            value.hasPrefix("@{") && bindingAttributes.contains(String(name.split(separator: ":").last ?? ""))
        }
    }
}

extension AndroidSourceFacts {
    /// The views (by ``key(_:)``) `code` hands to one of the app's functions that give that
    /// parameter a `TouchDelegate` (``AndroidTouchDelegateParameterFacts``): the argument at the
    /// parameter's position, when it names a view (`mClearLocation`, `binding.more`, `findViewById(R.id.x)`).
    func delegatedParameterViews(in code: [UInt8], aliases: [String: String]) -> [String] {
        touchDelegateParameters.functions.flatMap { name, positions in
            Self.calls(named: name, in: code).flatMap { call in
                let arguments = Self.arguments(call.argument, angleBrackets: false)
                return positions.compactMap { position -> String? in
                    guard position < arguments.count else { return nil }
                    // A declaration's own parameter (`ImageView view`) names no view: only a bare or dotted name does.
                    let argument = arguments[position]
                    guard !argument.contains(" ") || argument.contains("findViewById") else { return nil }
                    return Self.viewReference(argument, aliases: aliases)
                }
            }
        }
    }

    /// Whether a layout view binds an attribute whose binding adapter gives it a `TouchDelegate`.
    func bindsTouchDelegate(_ attributes: [String: String]) -> Bool {
        touchDelegateParameters.bindsTouchDelegate(attributes)
    }
}

extension AndroidLayoutWalk {
    /// Whether the view binds an attribute whose binding adapter gives it a `TouchDelegate`
    /// (``AndroidTouchDelegateParameterFacts``) and no sibling does: a parent keeps only the last
    /// delegate set on it (iNaturalist `observation_confirmation.xml:715`, `:725` and `:736` share
    /// one bar, `annotation.xml:60` and `:83` one row), so which of several takes the larger area is
    /// not known, and each stays judged.
    func bindsOwnTouchDelegate(_ view: AndroidView, context: Context) -> Bool {
        guard let facts = resources.sourceFacts?.touchDelegateParameters, facts.bindsTouchDelegate(view.attributes) else { return false }
        let binding = context.siblings.filter { sibling in
            facts.bindsTouchDelegate(Dictionary(sibling.attributes.map { ($0.name, $0.value) }) { first, _ in first })
        }
        return binding.count <= 1
    }
}
