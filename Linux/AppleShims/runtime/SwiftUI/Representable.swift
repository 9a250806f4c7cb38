// View-harness runtime (Linux/AppleShims/README.md): UIKit views inside SwiftUI.
import Foundation
@_spi(Harness) import UIKit

/// A `UIViewRepresentable`'s view and coordinator, kept while the representable stays at its
/// position in the tree.
@MainActor final class _RepresentableHost {
  let view: AnyObject
  let coordinator: Any
  let dismantle: () -> Void
  init(view: AnyObject, coordinator: Any, dismantle: @escaping () -> Void) {
    self.view = view
    self.coordinator = coordinator
    self.dismantle = dismantle
  }
}

/// The representable's lifecycle, as "UIViewRepresentable" documents it: `makeCoordinator()`
/// then `makeUIView(context:)` once, when the view first appears at its position;
/// `updateUIView(_:context:)` on every evaluation ("When the state of your app changes, SwiftUI
/// updates the portions of your interface affected by those changes"); `dismantleUIView(_:
/// coordinator:)` once it has left the tree.
@MainActor func _renderRepresentable<R: UIViewRepresentable>(_ representable: R, _ ctx: _Ctx) {
  let key = ctx.path + "#representable"
  _ = ctx.graph.slot(key) { _Box(0) }  // keeps the position live for this pass
  let host: _RepresentableHost
  if let existing = ctx.graph.representables[key] {
    host = existing
  } else {
    let coordinator = representable.makeCoordinator()
    let context = UIViewRepresentableContext<R>(_environment: ctx.env, coordinator: coordinator)
    let view = representable.makeUIView(context: context)
    host = _RepresentableHost(
      view: view, coordinator: coordinator,
      dismantle: { R.dismantleUIView(view, coordinator: coordinator) })
    ctx.graph.representables[key] = host
  }
  guard let view = host.view as? R.UIViewType, let coordinator = host.coordinator as? R.Coordinator else {
    fatalError("harness: a representable of another type at \(ctx.path)")
  }
  representable.updateUIView(view, context: UIViewRepresentableContext<R>(_environment: ctx.env, coordinator: coordinator))
  if let accessible = view as? any _HarnessAccessible {
    ctx.emit(accessible._axNode())
  } else {
    let node = _AXNode(.other)
    node.identifier = view.accessibilityIdentifier ?? ""
    ctx.emit(node)
  }
}
