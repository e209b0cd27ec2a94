// Module 2: the harbour office. Once it lies on its owner's island, the coast no longer stops that
// balloon: flights continue onto the piers (RULES B12.8, B13.8).
effects.define('harbour:office-built', function (e) {
  harbour.grantAccess(e.seat);
});
