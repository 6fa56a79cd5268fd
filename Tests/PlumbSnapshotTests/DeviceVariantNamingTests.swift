import Plumb
import PlumbSnapshot
import Testing

/// A device given to `plumb snapshot --device` is spelled first in reference names, in the
/// layout text's too (a device changes the layout).
@Suite struct DeviceVariantNamingTests {
    @Test func theDeviceLeadsTheTagAndStaysInTheLayoutText() {
        let variant = SnapshotVariant(device: "iphone-15:landscape", scale: 2, direction: .rightToLeft, overlays: [.frames])
        #expect(variant.tag == "device-iphone-15-landscape.scale-2.rtl.overlay-frames")
        #expect(variant.layoutOnly.fileName(stem: "card", pathExtension: "layout.txt") == "card.device-iphone-15-landscape.rtl.layout.txt")
        // An alias is spelled as its preset's name.
        #expect(SnapshotVariant(device: "se").fileName(stem: "card", pathExtension: "png") == "card.device-iphone-se.png")
    }
}
