// View-harness runtime (Linux/AppleShims/README.md): accessibility modifiers.
import Foundation
@_spi(Harness) import UIKit

// MARK: - Accessibility modifiers

enum _AXOp {
  case inert
  case hidden(Bool)
  case label(Text), hint(Text), value(Text)
  case identifier(String)
  case addTraits(AccessibilityTraits), removeTraits(AccessibilityTraits)
}

/// The accessibility modifiers act on the elements their content produces: a label replaces the
/// elements' labels (and, as "accessibilityLabel(_:)" does, what their children read), a value
/// sets it, an identifier goes on every element of the content (on a container without
/// `accessibilityElement(children:)`, SwiftUI applies it to each child element, overriding
/// theirs) except a `List`'s own (``_HarnessRule/listIdentifier``), `isHeader` and `isSelected`
/// set those traits, `isImage` makes an element an image ("isImage": "the accessibility element
/// is an image"), `accessibilityHidden(true)` removes the elements.
extension ModifiedContent: _PrimitiveView where Content: View, Modifier == AccessibilityAttachmentModifier {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(content, ctx.child("ax").into(sink))
    switch modifier._op {
    case .hidden(true): return
    case .inert, .hidden(false): break
    case .label(let t): for n in sink.nodes { n.label = t._resolve(); n.children = [] }
    case .hint(let t): for n in sink.nodes { n.hint = t._resolve() }
    case .value(let t): for n in sink.nodes { n.value = t._resolve() }
    case .identifier(let id):
      for n in sink.nodes where n.acceptsIdentifier || !_HarnessRule.listIdentifier.isOn {
        n.identifier = id
      }
    case .addTraits(let t):
      for n in sink.nodes {
        if t.contains(.isHeader) { n.isHeader = true }
        if t.contains(.isSelected) { n.isSelected = true }
        if t.contains(.isImage), n.role == .other { n.role = .image }
      }
    case .removeTraits: break
    }
    ctx.sink.nodes += sink.nodes
  }
}

