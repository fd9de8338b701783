import ArgumentParser
import LegibleTargets

extension TargetSize: NamedOnCommandLine {}
extension TargetReport.Format: ExpressibleByArgument {}
extension TargetsReport.Format: ExpressibleByArgument {}

/// `--scale` and `--density`, shared by `target` and `targets`: sizes given in device pixels.
struct PixelDensityOptions: ParsableArguments {
    @Option(help: ArgumentHelp("iOS scale factor of pixel sizes: 1, 2 or 3 (@2x: 88 px = 44 pt).", valueName: "factor"))
    var scale: Int?

    @Option(
        help: ArgumentHelp(
            "Android density of pixel sizes: ldpi (0.75), mdpi (1), hdpi (1.5), xhdpi (2), xxhdpi (3), xxxhdpi (4).",
            valueName: "bucket"))
    var density: String?

    /// The density asked for, or `nil` when the sizes are already logical units.
    func pixelDensity() throws -> PixelDensity? {
        switch (scale, density) {
        case (nil, nil):
            return nil
        case (.some, .some):
            throw InputError("--scale and --density both give the pixel ratio; use one of them")
        case (let scale?, nil):
            guard let density = PixelDensity(scale: scale) else {
                throw InputError("--scale \(scale): expected 1, 2 or 3")
            }
            return density
        case (nil, let name?):
            guard let density = try? PixelDensity(parsing: name), PixelDensity.androidDensities.contains(density) else {
                let names = PixelDensity.androidDensities.map(\.name).joined(separator: ", ")
                throw InputError("--density '\(name)': expected one of \(names)")
            }
            return density
        }
    }
}
