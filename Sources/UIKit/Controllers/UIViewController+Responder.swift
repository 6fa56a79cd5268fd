import Plumb

/// A view controller is a responder (UIKit's `UIViewController` is a `UIResponder`): its next
/// responder is its view's superview, and it can become first responder in its view's window
/// when an override says it can.
extension UIViewController: UIResponder {}
