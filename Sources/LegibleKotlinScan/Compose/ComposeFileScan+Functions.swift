import LegibleScan

/// The file's own composables laid out where the file calls them: a composable called from a
/// screen (`ForYouScreen` → `NewsCard(Modifier.padding(16.dp))`) gets the width its calls give
/// it, so the Text inside is laid out too.
///
/// Calls are found by walking the file without keeping what the walk finds, up to three times
/// (a call inside a function whose own width the last walk found); a function gets the widest
/// width any of its calls gives on each screen, and none when one of its calls is in a layout
/// the reader does not know or no call is in this file. The widest is the safe choice: text that
/// overflows there overflows at every call the file makes. Calls from other files are not seen.
extension ComposeFileScan {
    /// What a function's calls in the file give it.
    struct FunctionLayout: Equatable {
        /// The widest room a call gives it on each screen.
        var room: [Double]
        /// Its parameters every call passes a Scaffold's content padding (no sides).
        var zeroParameters: Set<String>
    }

    /// `@Composable` functions of the file (top level and in classes and objects), by name, with their parameters.
    static func composables(_ statements: [KotlinStatement], depth: Int = 0) -> [String: [KotlinParameter]] {
        var found: [String: [KotlinParameter]] = [:]
        for case .declaration(let declaration) in statements {
            if declaration.keyword == "fun", !declaration.name.isEmpty, declaration.annotations.contains(where: { $0.name == "Composable" }),
                !declaration.annotations.contains(where: { $0.name.contains("Preview") })
            {
                found[declaration.name] = declaration.parameters
            } else if ["class", "object"].contains(declaration.keyword), depth < 4, let body = declaration.body {
                found.merge(composables(body, depth: depth + 1)) { first, _ in first }
            }
        }
        return found
    }

    /// Works out ``functionLayouts`` by walking the file without keeping elements or findings.
    func solveFunctionLayouts() {
        localComposables = Self.composables(file.statements)
        guard !localComposables.isEmpty, !screens.isEmpty else { return }
        let kept = (elements, findings, elementLines, suppressions)
        defer {
            (elements, findings, elementLines, suppressions) = kept
            callSites = [:]
            recording = false
        }
        recording = true
        for _ in 0..<3 {
            callSites = [:]
            walk(file.statements, Context())
            var next: [String: FunctionLayout] = [:]
            for (name, sites) in callSites {
                let rooms = sites.compactMap(\.room)
                guard rooms.count == sites.count, let first = rooms.first else { continue }
                let widest = rooms.dropFirst().reduce(first) { zip($0, $1).map { max($0, $1) } }
                let zero = sites.dropFirst().reduce(sites[0].zeroParameters) { $0.intersection($1.zeroParameters) }
                next[name] = FunctionLayout(room: widest, zeroParameters: zero)
            }
            if next == functionLayouts { break }
            functionLayouts = next
        }
    }

    /// During ``solveFunctionLayouts()``: the room a call of one of the file's composables gives it
    /// (less its `modifier` argument, which the function puts on its root), and which of its
    /// parameters get a Scaffold's padding.
    func recordCall(_ call: ComposeCall, context: Context) {
        guard recording, let parameters = localComposables[call.name] else { return }
        var zero: Set<String> = []
        for (index, argument) in call.arguments.enumerated() {
            guard case .name(let name) = argument.value.kind, context.zeroPaddings.contains(name) else { continue }
            if let label = argument.name {
                zero.insert(label)
            } else if index < parameters.count, call.arguments[..<index].allSatisfy({ $0.name == nil }) {
                zero.insert(parameters[index].name)
            }
        }
        callSites[call.name, default: []].append(CallSite(room: chainRoom(call.modifier, context.room, context), zeroParameters: zero))
    }

    /// One call of a composable of the file.
    struct CallSite {
        var room: [Double]?
        var zeroParameters: Set<String>
    }
}
