import ArgumentParser
import Foundation
import Plumb

/// `plumb devices`: the device presets `--device` and `device:` accept.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Lists the device presets: names, aliases, screen size in points, scale, safe areas and size classes.",
        discussion: """
        Safe areas are [top, leading, bottom, trailing] in points, as the scene key `safeArea` \
        takes them; size classes are w(idth) and h(eight), compact or regular. docs/DEVICES.md \
        gives the source of every number.

        Examples:
          plumb devices
          plumb render samples/adaptive-profile.yaml --device iphone-15:landscape
        """
    )

    func run() {
        for line in Self.table() { Console.out(line) }
    }

    /// The header and one line per preset, in columns.
    static func table() -> [String] {
        let header = ["name", "aliases", "device", "points", "scale", "portrait safe area", "landscape safe area",
                      "portrait classes", "landscape classes"]
        let rows = Device.presets.map { device in
            [device.name, device.aliases.joined(separator: ","), device.displayName,
             "\(formatPoints(device.portraitSize.width))x\(formatPoints(device.portraitSize.height))",
             "@\(formatPoints(device.scale))x", insets(device.safeArea(.portrait)), insets(device.safeArea(.landscape)),
             classes(device.traits(.portrait)), classes(device.traits(.landscape))]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingTrailingSpaces
        }
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        "[" + [insets.top, insets.left, insets.bottom, insets.right].map(formatPoints).joined(separator: ", ") + "]"
    }

    private static func classes(_ traits: TraitCollection) -> String {
        "w:\(traits.horizontalSizeClass.rawValue) h:\(traits.verticalSizeClass.rawValue)"
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
